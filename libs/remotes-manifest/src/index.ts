// The remotes manifest: its shape, its default, and the one reader of its file (manifest-reader.ts).
export {
  REMOTE_FOLDERS,
  defaultRemotesManifest,
  normaliseRemotes,
  validIntegrity,
  type RemoteBuilds,
} from './remotes-manifest';
export { remotesManifestReader, type RemotesManifestReader, type ManifestFiles } from './manifest-reader';
