export type { NpiProvider, NpiRegistry, NpiSearch } from './npi-registry.js';
export { localNpiRegistry } from './local-npi-registry.js';
