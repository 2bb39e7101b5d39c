import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backup, restore, type Target } from './backup.ts';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE` (README "Backup and restore"). The
 * database is the console's own: DATABASE_URL when set, else the embedded one in DATA_DIR.
 * Relative paths are the caller's (npm runs this in apps/server; INIT_CWD is where it was typed).
 */
const [command, fileArg] = process.argv.slice(2);
const from = (f: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), f);

try {
  const config = loadConfig();
  const target: Target = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const file = from(fileArg ?? `backups/wms-${target.kind}-${stamp}.${target.kind === 'postgres' ? 'pgdump' : 'tar.gz'}`);
    await backup(target, file);
    console.log(`Backup written: ${file}`);
  } else if (command === 'restore' && fileArg) {
    await restore(target, from(fileArg));
    console.log(
      `Restored ${from(fileArg)} into ${target.kind === 'postgres' ? 'the database of DATABASE_URL' : config.dataDir}. Start the console: it brings the schema up to date.`,
    );
  } else {
    console.error('Usage: npm run backup [-- FILE] | npm run restore -- FILE');
    process.exit(2);
  }
} catch (e) {
  if (e instanceof BackupError || e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
