import { test as base, expect } from '@playwright/test';

/**
 * The browser tests' `test`: every spec imports it from here, so every page a test opens runs
 * under the real Content-Security-Policy and a violation fails the test. Chromium reports a
 * violation both as a console message ("Refused to …", "… Content Security Policy …") and as a
 * `securitypolicyviolation` event, which the init script turns into a console message too.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
    context.on('console', (msg) => {
      const text = msg.text();
      if (/Content Security Policy|Refused to/i.test(text)) violations.push(`${msg.page()?.url() ?? ''}: ${text}`);
    });
    await provide(context);
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  },
});

export { expect };
export type { BrowserContext, Page } from '@playwright/test';
