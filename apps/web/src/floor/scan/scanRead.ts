import { gs1ErrorText } from '@wms/contract/scan/gs1-messages';
import { readScan, type ScanRead } from '@wms/contract/scan/scan-read';
import { currentLang } from '../../shared/i18n/lang.ts';

/**
 * One scan as the floor reads it: the contract's reading, the same the server's scan resolver makes
 * (modules/scan), so a screen can judge it before anything is sent. The server reads the raw code
 * again: `raw` is what is sent, `code` what is shown and compared.
 */
export type CodeRead = ScanRead & {
  /** A GS1 symbol's first fault, in the worker's language: the server refuses such a scan whole, so the screen does at once. */
  problem?: string;
};

export function readCode(scanned: string): CodeRead {
  const read = readScan(scanned.trim());
  const [problem] = read.problems;
  return problem ? { ...read, problem: gs1ErrorText(problem, currentLang() === 'en' ? 'en' : 'zh') } : read;
}
