// CONTRACTS#past-one-machine 3: one catalogue version for every copy. Any change to the cached catalogue
// tables (packages, their options, tax rates) bumps it in the same transaction, so a copy that
// reads the version before using its cache never prices from rows older than a committed change.
// Statements are listed one by one: the function body holds semicolons.
export const statements015 = [
  'create table catalogue_version (id boolean primary key default true check (id), version bigint not null)',
  'insert into catalogue_version (version) values (1)',
  `create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end
$$`,
  ...['packages', 'package_options', 'tax_rates'].map(
    (table) =>
      `create trigger ${table}_catalogue_version after insert or update or delete or truncate on ${table} for each statement execute function bump_catalogue_version()`,
  ),
];
