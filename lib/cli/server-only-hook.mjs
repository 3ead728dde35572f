// Node module hook for scripts run outside Next (launcher, CLI, seeds, benchmarks): `server-only`
// guards bundles against client imports; plain Node scripts are server code, so it resolves to nothing.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return nextResolve(specifier, context);
}
