export { hashBuildFiles, sriOf } from './hash-build-files';
