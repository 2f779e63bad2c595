import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/**
 * The custom scalars of the generated schema ("Schema generation", "Collection Filters",
 * https://www.contentful.com/developers/docs/references/graphql/): `DateTime`, `JSON`,
 * `Dimension` (1–4000), `Quality` (1–100), `HexColor` (`rgb:ffffff`), and the location filter
 * inputs `Circle` (`[lat, lon, radiusKm]`) and `Rectangle` (`[lat, lon, lat, lon]`).
 */

function literalValue(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
      return parseInt(ast.value, 10);
    case Kind.FLOAT:
      return parseFloat(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalValue(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description:
    "A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the 'date-time' format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.",
  serialize: (value) => value,
  parseValue(value) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      throw new GraphQLError(`DateTime cannot represent an invalid date-time-string ${JSON.stringify(value)}.`);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value)))
      throw new GraphQLError('DateTime cannot represent an invalid date-time-string.', { nodes: ast });
    return ast.value;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description:
    'The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => literalValue(ast, variables),
});

function integerScalar(name: string, min: number, max: number, description: string): GraphQLScalarType {
  const check = (value: unknown): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new GraphQLError(`${name} must be an integer between ${min} and ${max}, got ${JSON.stringify(value)}.`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: check,
    parseLiteral(ast) {
      if (ast.kind !== Kind.INT) throw new GraphQLError(`${name} must be an integer between ${min} and ${max}.`, { nodes: ast });
      return check(parseInt(ast.value, 10));
    },
  });
}

export const DimensionScalar = integerScalar(
  'Dimension',
  1,
  4000,
  "The 'Dimension' type represents dimensions as whole numeric values between `1` and `4000`.",
);
export const QualityScalar = integerScalar(
  'Quality',
  1,
  100,
  "The 'Quality' type represents quality as whole numeric values between `1` and `100`.",
);

const HEX_COLOR = /^rgb:[0-9a-fA-F]{6}$/;

export const HexColorScalar = new GraphQLScalarType({
  name: 'HexColor',
  description: "The 'HexColor' type represents color in `rgb:ffffff` string format.",
  serialize: (value) => value,
  parseValue(value) {
    if (typeof value !== 'string' || !HEX_COLOR.test(value))
      throw new GraphQLError(`HexColor must be a string like "rgb:ffffff", got ${JSON.stringify(value)}.`);
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING || !HEX_COLOR.test(ast.value))
      throw new GraphQLError('HexColor must be a string like "rgb:ffffff".', { nodes: ast });
    return ast.value;
  },
});

function numberTupleScalar(name: string, length: number, description: string): GraphQLScalarType {
  const check = (value: unknown): number[] => {
    if (!Array.isArray(value) || value.length !== length || value.some((n) => typeof n !== 'number' || !Number.isFinite(n))) {
      throw new GraphQLError(`${name} must be a list of ${length} numbers, got ${JSON.stringify(value)}.`);
    }
    return value as number[];
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: check,
    parseLiteral: (ast, variables) => check(literalValue(ast, variables)),
  });
}

export const CircleScalar = numberTupleScalar('Circle', 3, 'A circle as `[latitude, longitude, radius in kilometres]`.');
export const RectangleScalar = numberTupleScalar(
  'Rectangle',
  4,
  'A rectangle as `[top left latitude, top left longitude, bottom right latitude, bottom right longitude]`.',
);
