#!/usr/bin/env node
// Validates the deployment files offline, without a container engine or a cluster:
//  - every Kubernetes object in deploy/k8s/*.yaml (or the files given) against the Kubernetes API
//    schemas of `kubernetes-models`: an apiVersion or kind Kubernetes lacks, a required field left
//    out or a field of the wrong type is an error;
//  - deploy/compose.yaml (or --compose <file>) with `docker-compose config -q` (Debian's Compose
//    v1, which checks the file against the Compose schema with no daemon).
// Usage: node tools/lint-manifests.mjs [k8s files...] [--compose <file>]
// Prints one line per problem and exits 1 when there is any.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const composeAt = args.indexOf('--compose');
const composeFile =
  composeAt >= 0 ? path.resolve(args.splice(composeAt, 2)[1]) : path.join(root, 'deploy/compose.yaml');
const k8sFiles = args.length
  ? args.map((f) => path.resolve(f))
  : readdirSync(path.join(root, 'deploy/k8s'))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => path.join(root, 'deploy/k8s', f));

/** kubernetes-models' module of an apiVersion: `v1` is the core group, `apps/v1` the apps group. */
const modelModule = (apiVersion) => `kubernetes-models/${apiVersion}`;

async function checkObject(doc, where) {
  if (!doc || typeof doc.apiVersion !== 'string' || typeof doc.kind !== 'string') {
    return [`${where}: no apiVersion and kind`];
  }
  let models;
  try {
    models = await import(modelModule(doc.apiVersion));
  } catch {
    return [`${where}: unknown apiVersion ${doc.apiVersion}`];
  }
  const Model = models[doc.kind];
  if (typeof Model !== 'function' || Model.apiVersion !== doc.apiVersion) {
    return [`${where}: ${doc.apiVersion} has no kind ${doc.kind}`];
  }
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    const details = (error.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    return [`${where}: ${doc.kind} ${doc.metadata?.name ?? '?'}: ${details.join('; ') || error.message}`];
  }
}

const problems = [];
let objects = 0;
for (const file of k8sFiles) {
  const rel = path.relative(root, file);
  const docs = YAML.parseAllDocuments(readFileSync(file, 'utf8'));
  for (const [i, doc] of docs.entries()) {
    if (doc.errors.length) {
      problems.push(`${rel} #${i + 1}: ${doc.errors[0].message}`);
      continue;
    }
    const value = doc.toJSON();
    if (value === null) continue;
    objects++;
    problems.push(...(await checkObject(value, `${rel} #${i + 1}`)));
  }
}

// The compose file's required password is a placeholder: only the file's shape is checked.
const compose = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
  encoding: 'utf8',
  env: { ...process.env, JOIN_DB_PASSWORD: process.env.JOIN_DB_PASSWORD || 'placeholder' },
});
const composeRel = path.relative(root, composeFile);
if (compose.error) {
  problems.push(
    `${composeRel}: docker-compose is not installed (apt-get install -y docker-compose; .ci/run installs it)`,
  );
} else if (compose.status !== 0 || compose.stderr.trim()) {
  problems.push(
    `${composeRel}: ${compose.stderr.trim().replace(/\s*\n\s*/g, ' ') || `docker-compose exited ${compose.status}`}`,
  );
}

for (const problem of problems) console.log(problem);
console.log(
  `${objects} Kubernetes objects in ${k8sFiles.length} files and ${composeRel}: ${problems.length} problem(s)`,
);
process.exit(problems.length ? 1 : 0);
