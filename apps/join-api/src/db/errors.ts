// What a database error says about itself, by SQLSTATE (the same codes on PGlite and PostgreSQL).
const sqlState = (error: unknown) => String((error as { code?: unknown } | null | undefined)?.code ?? '');

/** A unique index refused the row (23505): another row already holds the value. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * A data exception (class 22) or an integrity constraint violation (class 23): the statement is
 * wrong for this data and fails the same way when tried again, unlike an outage.
 */
export const isDataError = (error: unknown) => /^(22|23)/.test(sqlState(error));
