import { describe, expect, it } from 'vitest';
import { displayName, sniff } from './file-type.ts';

const b = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('file kind from content', () => {
  const cases: [string, Buffer, string | null, string[]?][] = [
    ['png', b([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'image/png'],
    ['jpeg', b([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['gif87a', b('GIF87a', [1, 2]), 'image/gif'],
    ['gif89a', b('GIF89a', [1, 2]), 'image/gif'],
    ['pdf', b('%PDF-1.7\n'), 'application/pdf'],
    [
      'xlsx',
      b([0x50, 0x4b, 0x03, 0x04], 'x'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ['[Content_Types].xml', 'xl/workbook.xml'],
    ],
    [
      'docx',
      b([0x50, 0x4b, 0x03, 0x04], 'x'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ['[Content_Types].xml', 'word/document.xml'],
    ],
    ['zip', b([0x50, 0x4b, 0x03, 0x04], 'x'), 'application/zip', ['a.txt']],
    ['csv (Chinese, BOM)', Buffer.from('\ufeff编码,数量\r\nA,1\n'), 'text/plain; charset=utf-8'],
    ['windows exe renamed', b('MZ', [0x90, 0, 3]), null],
    ['elf', b([0x7f, 0x45, 0x4c, 0x46, 2, 1]), null],
    ['shell script', b('#!/bin/sh\nrm -rf /\n'), null],
    ['html', b('<!DOCTYPE html><script>alert(1)</script>'), null],
    ['svg (scripts)', b('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), null],
    ['binary', b([0, 1, 2, 3, 0xff, 0xfe]), null],
    ['not utf-8', b([0xc3, 0x28, 0x41]), null],
    ['empty', b(), null],
  ];
  it.each(cases)('%s', (_name, buf, mime, entries) => {
    expect(sniff(buf, entries)?.mime ?? null).toBe(mime);
  });
});

describe('display name', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\托盘照片.png', '托盘照片.png'],
    ['..', 'file'],
    ['a\u0000b\nc.txt', 'abc.txt'],
    ['', 'file'],
    [undefined, 'file'],
    ['x'.repeat(300), 'x'.repeat(200)],
    // Issue 26 item 15: bidi controls would show `invoice\u202efdp.exe` as `invoiceexe.pdf`.
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['\u2066a\u2067b\u2068c\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d.txt', 'abc.txt'],
  ])('%s → %s', (sent, shown) => expect(displayName(sent)).toBe(shown));
});
