import { buildPgliteTemplate } from './templates.ts';

/**
 * `tsx template-cli.ts DIR [--demo]`: a migrated, seeded PGlite data directory, as a console's first start
 * leaves it. The browser suites' global setup runs it, so their type check does not take in server code.
 */
const [dir, flag] = process.argv.slice(2);
if (!dir) throw new Error('usage: template-cli.ts DIR [--demo]');
await buildPgliteTemplate(dir, { demo: flag === '--demo' });
