// The cluster's database: a PostgreSQL cluster of its own under CLUSTER_DIR/postgres, and PgBouncer
// in transaction mode in front of it (tools/cluster.mjs). Both run as Debian's `postgres` user when
// the script runs as root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';

const isRoot = process.getuid?.() === 0;

/** PostgreSQL and PgBouncer refuse to run as root: as root they run as Debian's `postgres` user, like .ci/run. */
export function asPostgres(args, options = {}) {
  const [file, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(file, rest, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(
      `${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`,
    );
  return result.stdout;
}

function ownedByPostgres(path) {
  if (isRoot) spawnSync('chown', ['-R', 'postgres:', path]);
}

export function pgBin() {
  const roots = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const bin = roots.length ? `/usr/lib/postgresql/${roots.at(-1)}/bin` : undefined;
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return bin;
}

/** Which binary runs `name`: on the PATH, else Debian's place for it. */
export function which(name, fallback) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (existsSync(fallback)) return fallback;
  throw new Error(`${name} is not installed: apt-get install -y ${name}`);
}

/** Starts (creating it on the first run) the cluster's PostgreSQL; its port. */
export async function startPostgres(pgDir, secrets) {
  const bin = pgBin();
  const data = join(pgDir, 'data');
  const port = await freePort();
  mkdirSync(pgDir, { recursive: true });
  if (!existsSync(join(data, 'PG_VERSION'))) {
    const pwfile = join(pgDir, 'superuser-password');
    writeFileSync(pwfile, `${secrets.superuser}\n`, { mode: 0o600 });
    ownedByPostgres(pgDir);
    // Connections over TCP (PgBouncer's) prove a password; the socket in this folder is trusted
    // only for this script's own set-up as the superuser.
    asPostgres([
      join(bin, 'initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${pwfile}`,
      '--no-sync',
    ]);
    rmSync(pwfile);
  }
  ownedByPostgres(pgDir);
  asPostgres(
    [
      join(bin, 'pg_ctl'),
      '-D',
      data,
      '-l',
      join(pgDir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
      'start',
    ],
    {
      stdio: 'ignore',
    },
  );
  const psql = (sql) =>
    asPostgres([
      join(bin, 'psql'),
      '-h',
      pgDir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qAt',
      '-c',
      sql,
    ]);
  if (psql("select 1 from pg_roles where rolname = 'join'").trim() !== '1') {
    psql(`create role "join" login password '${secrets.join}'`);
    psql('create database "join" owner "join"');
  }
  return port;
}

/** Starts PgBouncer in front of PostgreSQL at pgPort; its port. */
export async function startPgbouncer(pgbDir, runDir, pgPort, secrets) {
  const bin = which('pgbouncer', '/usr/sbin/pgbouncer');
  const port = await freePort();
  mkdirSync(pgbDir, { recursive: true });
  writeFileSync(
    join(pgbDir, 'pgbouncer.ini'),
    [
      '[databases]',
      `join = host=127.0.0.1 port=${pgPort} dbname=join`,
      '',
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${join(pgbDir, 'users.txt')}`,
      // docs/deploying.md: the API runs with DATABASE_POOLER=transaction in front of this mode.
      'pool_mode = transaction',
      'max_client_conn = 400',
      'default_pool_size = 20',
      `logfile = ${join(pgbDir, 'pgbouncer.log')}`,
      `pidfile = ${join(runDir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(pgbDir, 'users.txt'), `"join" "${secrets.join}"\n`, { mode: 0o600 });
  ownedByPostgres(pgbDir);
  ownedByPostgres(runDir);
  asPostgres([bin, '-d', join(pgbDir, 'pgbouncer.ini')]);
  return port;
}
