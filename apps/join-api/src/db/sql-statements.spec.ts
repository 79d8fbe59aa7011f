import { splitStatements } from './sql-statements';

describe('splitStatements', () => {
  it('splits on semicolons at the top level, wherever the line ends', () => {
    expect(splitStatements('create table a (x int); create table b (y int);\n\nselect 1')).toEqual([
      'create table a (x int)',
      'create table b (y int)',
      'select 1',
    ]);
  });

  it('keeps a function body whose lines end in semicolons whole', () => {
    const fn = `create function f() returns trigger language plpgsql as $$
begin
  update t set n = n + 1;
  return null;
end
$$`;
    expect(
      splitStatements(
        `${fn};\ncreate trigger x after insert on t for each statement execute function f();\n`,
      ),
    ).toEqual([fn, 'create trigger x after insert on t for each statement execute function f()']);
  });

  it('keeps tagged dollar quotes, strings and quoted identifiers that hold semicolons', () => {
    expect(
      splitStatements(
        `select $body$ a;\n $$ b; $body$; select 'x;\n''y'; select "we;\nird" from t; select E'\\';\\n'`,
      ),
    ).toEqual([
      `select $body$ a;\n $$ b; $body$`,
      `select 'x;\n''y'`,
      `select "we;\nird" from t`,
      `select E'\\';\\n'`,
    ]);
  });

  it('ignores semicolons in comments and drops pieces that are only comments', () => {
    expect(
      splitStatements(
        '-- first; not a statement\ncreate table a (x int); /* one; /* nested; */ still; */\n-- trailing;\n',
      ),
    ).toEqual(['-- first; not a statement\ncreate table a (x int)']);
  });

  it('does not take a positional parameter or an identifier with a dollar for a quote', () => {
    expect(splitStatements('select $1::int; select a$b$ from t')).toEqual([
      'select $1::int',
      'select a$b$ from t',
    ]);
  });

  it('refuses unterminated quotes instead of guessing', () => {
    expect(() => splitStatements("select 'open; select 1")).toThrow(/Unterminated string/);
    expect(() => splitStatements('select $$ open; select 1')).toThrow(/Unterminated dollar/);
  });
});
