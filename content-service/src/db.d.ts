import Database from 'better-sqlite3';
export type SqliteDatabase = Database.Database;
/**
 * Opens (creating when missing) the content service's SQLite file `content.sqlite` in
 * `dataDir`, in WAL mode, and brings its schema up to date. Pass `':memory:'` for a throwaway
 * database in tests.
 */
export declare function openDatabase(dataDir: string): SqliteDatabase;
