// The one function of swagger-ui-dist the reference page uses (the package ships no types).
declare module 'swagger-ui-dist' {
  /** The folder holding swagger-ui-bundle.js and swagger-ui.css. */
  export function getAbsoluteFSPath(): string;
}
