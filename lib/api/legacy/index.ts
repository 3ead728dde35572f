/**
 * The legacy API's surface, in one folder: the route wrapper (handlers), the answer shapes and
 * error envelopes (envelopes), the seed's field names (fields, and one module per domain:
 * accounts, catalogue, jobs) and the seed's path forms (paths). The domain never imports this
 * folder; route handlers under app/api import it and the domain.
 */
export * from './envelopes';
export * from './fields';
export * from './handlers';
