// The deployment files (deploy/compose.yaml, deploy/haproxy.cfg, deploy/k8s/*.yaml and the
// balancer configuration tools/cluster/haproxy-config.mjs writes): validated against the Kubernetes
// API schemas and the Compose schema offline (tools/lint-manifests.mjs), and checked against the
// product itself for what such linters cannot see: every probe and health check asks a route the
// real API or page server answers 200, ports agree with the image and the configuration's defaults,
// every setting named is one the process reads, the page server gets no secret, and every `npm run`
// in a Job is a script of package.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import YAML from 'yaml';
import { ROUTES } from '@join/routes';
import { apiSettingNames, loadConfig } from '../apps/join-api/src/config/config';
import { pageServerSettingNames, secretsIn } from '../apps/page-server/src/config';
import { startTestApp, type TestApp } from '../apps/join-api/src/test/test-app';
import { startPageServer, type TestPageServer } from '../apps/page-server/src/test/page-server-app';

const root = resolve(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

type Doc = Record<string, any>;
const k8s: Doc[] = readdirSync(join(root, 'deploy/k8s'))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => YAML.parseAllDocuments(read(`deploy/k8s/${f}`)).map((d) => d.toJSON() as Doc))
  .filter(Boolean);
const compose: Doc = YAML.parse(read('deploy/compose.yaml'));
const ofKind = (kind: string) => k8s.filter((d) => d.kind === kind);
const named = (kind: string, name: string) => {
  const found = k8s.find((d) => d.kind === kind && d.metadata.name === name);
  if (!found) throw new Error(`deploy/k8s has no ${kind} ${name}`);
  return found;
};
const containersOf = (doc: Doc): Doc[] =>
  doc.kind === 'CronJob'
    ? doc.spec.jobTemplate.spec.template.spec.containers
    : doc.spec.template.spec.containers;

/**
 * The environment a container gets: its own env and the ConfigMaps it takes whole; Secrets by name
 * only (`<secret>/<key>` for one value taken from a Secret).
 */
function environmentOf(container: Doc): { env: Record<string, string>; secrets: string[] } {
  const env: Record<string, string> = {};
  const secrets: string[] = [];
  for (const e of container.env ?? []) {
    env[e.name] = e.value ?? '';
    const ref = e.valueFrom?.secretKeyRef;
    if (ref) secrets.push(`${ref.name}/${ref.key}`);
  }
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, named('ConfigMap', from.configMapRef.name).data);
    if (from.secretRef) secrets.push(from.secretRef.name);
  }
  return { env, secrets };
}

const imagePort = Number(/^ENV .*\bPORT=(\d+)/m.exec(read('Dockerfile'))?.[1]);
const apiDefaults = loadConfig({ SANDBOX: '1' });
const unknownApiSettings = (names: string[]) =>
  names.filter((n) => !apiSettingNames.includes(n) && !n.startsWith('FLAG_'));
const unknownPageSettings = (names: string[]) => names.filter((n) => !pageServerSettingNames.includes(n));
/** The paths every balancer configuration checks (HAProxy's `option httpchk GET <path>`). */
const haproxyChecks = (text: string) => [...text.matchAll(/option httpchk GET (\S+)/g)].map((m) => m[1]);

describe('the probes ask routes the processes answer', () => {
  let api: TestApp;
  let pages: TestPageServer;
  beforeAll(async () => {
    api = await startTestApp();
    const dist = join(mkdtempSync(join(tmpdir(), 'join-deploy-')), 'dist');
    mkdirSync(join(dist, 'shell'), { recursive: true });
    writeFileSync(
      join(dist, 'shell', 'page-assets.json'),
      JSON.stringify({ js: ['/app/join/main.js'], css: [] }),
    );
    pages = await startPageServer({ DIST_DIR: dist, SERVER_RENDER: '0' });
  });
  afterAll(async () => {
    await api?.close();
    await pages?.close();
  });

  const probesOf = (deployment: string) =>
    containersOf(named('Deployment', deployment)).flatMap((c) =>
      ['readinessProbe', 'livenessProbe'].map((kind) => {
        const probe = c[kind];
        if (!probe?.httpGet) throw new Error(`${deployment} has no HTTP ${kind}`);
        return probe.httpGet.path as string;
      }),
    );

  it('the join API answers its readiness and liveness probes and its balancer checks', async () => {
    const paths = new Set([
      ...probesOf('join-api'),
      ...haproxyChecks(read('deploy/haproxy.cfg')).filter((p) => p.startsWith('/api/')),
      ...haproxyChecks(read('tools/cluster/haproxy-config.mjs')).filter((p) => p.startsWith('/api/')),
    ]);
    expect([...paths].sort()).toEqual(['/api/health/live', '/api/health/ready']);
    for (const url of paths)
      expect({ url, status: (await api.call({ url })).status }).toEqual({ url, status: 200 });
  });

  it('the page server answers its probes and its balancer checks', async () => {
    const paths = new Set([
      ...probesOf('page-server'),
      ...haproxyChecks(read('deploy/haproxy.cfg')).filter((p) => !p.startsWith('/api/')),
      ...haproxyChecks(read('tools/cluster/haproxy-config.mjs')).filter((p) => !p.startsWith('/api/')),
    ]);
    expect(paths.size).toBeGreaterThan(0);
    for (const url of paths) {
      const res = await pages.call({ url });
      expect({ url, status: res.status, page: res.text.includes('<html') }).toEqual({
        url,
        status: 200,
        page: true,
      });
    }
    // The page server answers every /app/join/* path with the shell, so each check must name a
    // page of the product (spec §2 route table), not merely a path it happens to answer.
    const pagePaths = Object.values(ROUTES).map((path) => `/app/join${path}`);
    for (const url of paths) expect(pagePaths).toContain(url);
  });
});

describe('Kubernetes manifests', () => {
  it('has both Deployments, their Services and disruption budgets, the migration Job and the payment page check', () => {
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['join-api', 'page-server']);
    for (const d of ofKind('Deployment')) {
      const labels = d.spec.template.metadata.labels;
      for (const [k, v] of Object.entries(d.spec.selector.matchLabels)) expect(labels[k]).toBe(v);
      const pdb = ofKind('PodDisruptionBudget').find((p) =>
        Object.entries(p.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
      );
      expect({ deployment: d.metadata.name, pdb: pdb?.metadata.name }).toEqual({
        deployment: d.metadata.name,
        pdb: expect.any(String),
      });
      expect(pdb!.spec.minAvailable).toBeLessThan(d.spec.replicas);
      const service = ofKind('Service').find((s) =>
        Object.entries(s.spec.selector).every(([k, v]) => labels[k] === v),
      );
      const portNames = containersOf(d).flatMap((c) => c.ports.map((p: Doc) => p.name));
      for (const p of service!.spec.ports) expect(portNames).toContain(p.targetPort);
    }
    expect(ofKind('Job').map((j) => containersOf(j)[0].command)).toEqual([['npm', 'run', 'migrate']]);
    expect(ofKind('CronJob').map((j) => containersOf(j)[0].command)).toEqual([
      ['npm', 'run', 'payment-page-check'],
    ]);
  });

  it('listens where the image and the configuration say', () => {
    expect(imagePort).toBe(8080);
    for (const d of ofKind('Deployment')) {
      for (const c of containersOf(d)) {
        const { env } = environmentOf(c);
        const http = c.ports.find((p: Doc) => p.name === 'http');
        expect({
          deployment: d.metadata.name,
          containerPort: http.containerPort,
          PORT: Number(env.PORT ?? imagePort),
        }).toEqual({
          deployment: d.metadata.name,
          containerPort: imagePort,
          PORT: imagePort,
        });
        for (const probe of [c.readinessProbe, c.livenessProbe]) expect(probe.httpGet.port).toBe('http');
      }
    }
    const [api] = containersOf(named('Deployment', 'join-api'));
    const metrics = api.ports.find((p: Doc) => p.name === 'metrics');
    expect(metrics.containerPort).toBe(apiDefaults.metrics.port);
    expect(Number(environmentOf(api).env.METRICS_PORT ?? apiDefaults.metrics.port)).toBe(
      apiDefaults.metrics.port,
    );
    // The page server reaches the API's Service on the port the API listens on.
    const apiUrl = new URL(environmentOf(containersOf(named('Deployment', 'page-server'))[0]).env.API_URL);
    const apiService = named('Service', apiUrl.hostname);
    expect(apiService.spec.ports.map((p: Doc) => p.port)).toContain(Number(apiUrl.port));
    // A stopping copy finishes its requests (SHUTDOWN_TIMEOUT_MS) and its workers within the grace period.
    expect(
      named('Deployment', 'join-api').spec.template.spec.terminationGracePeriodSeconds,
    ).toBeGreaterThanOrEqual(apiDefaults.shutdownTimeoutMs / 1000 + 15);
  });

  it('names only settings the processes read, and gives the page server no secret', () => {
    for (const doc of [...ofKind('Deployment'), ...ofKind('Job'), ...ofKind('CronJob')]) {
      for (const c of containersOf(doc)) {
        const { env, secrets } = environmentOf(c);
        const names = Object.keys(env);
        if (doc.kind === 'CronJob') {
          // The check reads its own settings, and must not hold the API's secrets either: only the
          // read-only operator token, from a Secret of its own.
          const script =
            /^node (\S+)$/.exec(JSON.parse(read('package.json')).scripts[c.command[2]])?.[1] ?? '';
          const reads = [...read(script).matchAll(/process\.env\.([A-Z_]+)/g)].map((m) => m[1]);
          expect({ doc: doc.metadata.name, unknown: names.filter((n) => !reads.includes(n)) }).toEqual({
            doc: doc.metadata.name,
            unknown: [],
          });
          expect({ doc: doc.metadata.name, secrets, refused: secretsIn(env) }).toEqual({
            doc: doc.metadata.name,
            secrets: ['join-payment-check/OPERATOR_READ_TOKEN'],
            refused: [],
          });
        } else if (doc.metadata.name === 'page-server') {
          expect({
            doc: doc.metadata.name,
            unknown: unknownPageSettings(names.filter((n) => !['NODE_ENV'].includes(n))),
          }).toEqual({ doc: doc.metadata.name, unknown: [] });
          expect({ doc: doc.metadata.name, secrets, refused: secretsIn(env) }).toEqual({
            doc: doc.metadata.name,
            secrets: [],
            refused: [],
          });
        } else {
          expect({ doc: doc.metadata.name, unknown: unknownApiSettings(names) }).toEqual({
            doc: doc.metadata.name,
            unknown: [],
          });
        }
      }
    }
  });

  it('runs only npm scripts package.json has', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    const commands = [...ofKind('Job'), ...ofKind('CronJob')].flatMap((j) =>
      containersOf(j).map((c) => c.command as string[]),
    );
    commands.push(compose.services.migrate.command);
    for (const command of commands) {
      expect(command.slice(0, 2)).toEqual(['npm', 'run']);
      expect(Object.keys(scripts)).toContain(command[2]);
    }
  });
});

describe('schema validation (tools/lint-manifests.mjs)', () => {
  const lint = (...args: string[]) => {
    const run = spawnSync(process.execPath, [join(root, 'tools/lint-manifests.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') };
  };

  it('accepts every Kubernetes object in deploy/k8s and deploy/compose.yaml', () => {
    const { status, lines } = lint();
    expect(lines.at(-1)).toMatch(
      /^\d+ Kubernetes objects in \d+ files and deploy\/compose\.yaml: 0 problem\(s\)$/,
    );
    expect(Number(lines.at(-1)?.split(' ')[0])).toBe(k8s.length);
    expect(status).toBe(0);
  });

  it('refuses a field of the wrong type, an unknown apiVersion or kind, and an unknown compose key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'join-manifests-'));
    const wrongType = join(dir, 'wrong-type.yaml');
    writeFileSync(wrongType, read('deploy/k8s/join-api.yaml').replace(/replicas: 2/, 'replicas: two'));
    const unknown = join(dir, 'unknown.yaml');
    writeFileSync(
      unknown,
      'apiVersion: apps/v9\nkind: Deployment\nmetadata: { name: a }\n---\napiVersion: v1\nkind: Gadget\nmetadata: { name: b }\n',
    );
    // The compose file beside the real one (its relative mounts resolve), with a key Compose lacks.
    const badCompose = join(root, 'deploy', `.compose-probe-${process.pid}.yaml`);
    writeFileSync(
      badCompose,
      read('deploy/compose.yaml').replace('stop_grace_period: 45s', 'stop_grace: 45s'),
    );
    try {
      const { status, lines } = lint(wrongType, unknown, '--compose', badCompose);
      expect(status).toBe(1);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /wrong-type\.yaml #\d+: Deployment join-api: \/spec\/replicas must be integer$/,
          ),
          expect.stringMatching(/unknown\.yaml #1: unknown apiVersion apps\/v9$/),
          expect.stringMatching(/unknown\.yaml #2: v1 has no kind Gadget$/),
          expect.stringMatching(/compose-probe-\d+\.yaml: .*stop_grace/),
        ]),
      );
      expect(lines.at(-1)).toMatch(/: 4 problem\(s\)$/);
    } finally {
      rmSync(badCompose, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the balancer configuration', () => {
  it('is one HAProxy accepts', () => {
    const haproxy = ['/usr/sbin/haproxy', 'haproxy'].find((bin) => !spawnSync(bin, ['-v']).error);
    if (!haproxy)
      throw new Error('HAProxy is not installed: apt-get install -y haproxy (.ci/run installs it)');
    const checked = spawnSync(haproxy, ['-c', '-f', join(root, 'deploy/haproxy.cfg')], { encoding: 'utf8' });
    expect({ status: checked.status, output: `${checked.stdout}${checked.stderr}`.trim() }).toEqual({
      status: 0,
      output: 'Configuration file is valid',
    });
  });
});

describe('compose file', () => {
  it('runs two copies of each behind HAProxy, migrating first, with settings the processes read', () => {
    const s = compose.services;
    expect(s['join-api'].deploy.replicas).toBe(2);
    expect(s['page-server'].deploy.replicas).toBe(2);
    expect(s['join-api'].depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(unknownApiSettings(Object.keys(s['join-api'].environment))).toEqual([]);
    expect(s.migrate.environment).toEqual(s['join-api'].environment);
    expect(unknownPageSettings(Object.keys(s['page-server'].environment))).toEqual([]);
    expect(secretsIn(s['page-server'].environment)).toEqual([]);
    expect(s['join-api'].environment.DATABASE_POOLER).toBe('transaction');
    expect(s.haproxy.ports).toEqual(['8080:8080']);
    // HAProxy reaches each service on the port it listens on.
    const cfg = read('deploy/haproxy.cfg');
    expect(cfg).toContain(`join-api:${s['join-api'].environment.PORT} check`);
    expect(cfg).toContain(`page-server:${s['page-server'].environment.PORT} check`);
    expect(new URL(s['page-server'].environment.API_URL).port).toBe(s['join-api'].environment.PORT);
    expect(s.pgbouncer.volumes).toContain('./pgbouncer.ini:/etc/join/pgbouncer.ini:ro');
    expect(read('deploy/pgbouncer.ini')).toMatch(/^pool_mode = transaction$/m);
  });
});

describe('the Node the product runs on', () => {
  it('is one version in the image, engines and the CI step that tests on it', () => {
    const stages = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-/gm)].map((m) => Number(m[1]));
    const engines = /^>=(\d+)$/.exec(JSON.parse(read('package.json')).engines.node)?.[1];
    const tested = /const NODE_LTS = '(\d+)\.\d+\.\d+'/.exec(read('tools/test.mjs'))?.[1];
    expect(stages.length).toBeGreaterThan(0);
    expect(new Set([...stages, Number(engines), Number(tested)])).toEqual(new Set([stages[0]]));
  });
});

describe('the payment page check image', () => {
  it('is a stage of the Dockerfile with the check, its inventory and Chromium, before the final stage', () => {
    const stages = read('Dockerfile')
      .split(/^FROM /m)
      .slice(1);
    const check = stages.find((stage) => / AS payment-check\n/.test(stage));
    expect(check).toBeDefined();
    expect(check).toMatch(/^build AS payment-check/);
    expect(read('Dockerfile')).toMatch(/^COPY \. \.$/m);
    // The check's script and its inventory reach the build context.
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const needed of ['tools', 'docs', 'tools/payment-page-check.mjs', 'docs/payment-scripts.json'])
      expect(ignored).not.toContain(needed);
    expect(check).toMatch(/apt-get install .*\bchromium\b/);
    expect(check).toContain('ENV CHROMIUM_PATH=/usr/bin/chromium');
    // The product's image is the last stage (apps/join-api/src/test/start-command.spec.ts reads it).
    expect(stages.at(-1)).toMatch(/ AS runtime\n/);
    const [cron] = ofKind('CronJob');
    expect(containersOf(cron)[0].image).toMatch(/^join-payment-check:/);
  });
});
