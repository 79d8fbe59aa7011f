// The settings of `npm run release`, `releases` and `rollback` (tools/release.mjs), checked when a
// command starts; docs/configuration.md's table of them is generated from the descriptions.
import { z } from 'zod';

export const releaseEnvSchema = z
  .object({
    RELEASE_API_URL: z
      .string()
      .url()
      .optional()
      .describe('the join API the commands act through (`http://127.0.0.1:$PORT` when unset)'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4200).describe('the port `npm start` listens on'),
    OPERATOR_TOKEN: z
      .string()
      .optional()
      .describe(
        "the join API's operator token (`$DATA_DIR/operator-token`, which the embedded database's copy writes, when unset)",
      ),
    DATA_DIR: z.string().default('.data').describe('the data folder of the product `npm start` runs'),
    RELEASE_STORE: z
      .string()
      .optional()
      .describe(
        'where versions are published: a folder (`$DATA_DIR/releases` when unset), or `s3://<bucket>/<prefix>` for an S3-compatible object store written with the standard `AWS_*` credentials, which only the release job holds (docs/deploying.md)',
      ),
    RELEASE_S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .describe("an S3-compatible store's address when it is not AWS's (objects addressed by path)"),
    RELEASE_S3_REGION: z
      .string()
      .optional()
      .describe("the object store's region (`AWS_REGION`, else `us-east-1`, when unset)"),
    RELEASE_PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .describe(
        "the address the store's files are served from (the CDN in front of the bucket and prefix; required with an `s3://` store); unset, the page server serves them under `/app/join/releases/`",
      ),
    RELEASE_ACTOR: z.string().optional().describe('who is recorded as releasing (the user name when unset)'),
    DIST_DIR: z.string().default('dist/apps').describe("where the live shell's build is, for the checks"),
    JOIN_BUILD_COMMIT: z
      .string()
      .optional()
      .describe(
        "the commit a build records in its `join-release.json`, for a build made without git (the working copy's `HEAD` when unset)",
      ),
  })
  .refine((env) => !env.RELEASE_STORE?.startsWith('s3://') || env.RELEASE_PUBLIC_URL, {
    message: 'an s3:// store needs RELEASE_PUBLIC_URL, the address its files are served from',
    path: ['RELEASE_PUBLIC_URL'],
  });
