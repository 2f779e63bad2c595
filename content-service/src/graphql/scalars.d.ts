import { GraphQLScalarType } from 'graphql';
export declare const DateTimeScalar: GraphQLScalarType<string, unknown>;
export declare const JSONScalar: GraphQLScalarType<unknown, unknown>;
export declare const DimensionScalar: GraphQLScalarType<unknown, unknown>;
export declare const QualityScalar: GraphQLScalarType<unknown, unknown>;
export declare const HexColorScalar: GraphQLScalarType<string, unknown>;
export declare const CircleScalar: GraphQLScalarType<unknown, unknown>;
export declare const RectangleScalar: GraphQLScalarType<unknown, unknown>;
