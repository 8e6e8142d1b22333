// Real documents for the knowledge tests, written into a folder: a three-page PDF made by Chromium (page 3 Chinese), the
// .docx fixture, Markdown with headings, a Japanese note, and the bad ones: an encrypted PDF (qpdf), a broken PDF and a
// binary file with a .txt name.
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfFromPages } from '../../support/chromium-pdf';

export const fixtureDocx = path.resolve(__dirname, '../../fixtures/knowledge/garden-club.docx');

export const leaseMarkdown = `# House rules

## Pets

A tenant may keep a cat or dog in the flat.

## Smoking

Smoking is not allowed in the flat, and the flat must be aired daily; the flat rules are strict.

## Rent

Pay the rent by the first of the month; a late payment costs extra.

## Garden

The house has a big garden with a shed and a pond, and the flat itself has a balcony facing south over the garden.
`;

export async function writeKnowledgeFolder(folder: string): Promise<void> {
  const pdf = await pdfFromPages([
    '<h1>Tenancy agreement</h1><p>This agreement is made between the landlord and the tenant.</p>',
    '<h2>Deposit</h2><p>The security deposit is returned within thirty days after the keys are handed back.</p>',
    '<h2>租金</h2><p>租金每月十五日前支付到房东的银行账户。</p>',
  ]);
  writeFileSync(path.join(folder, 'tenancy.pdf'), pdf);
  copyFileSync(fixtureDocx, path.join(folder, 'garden-club.docx'));
  writeFileSync(path.join(folder, 'house-rules.md'), leaseMarkdown);
  writeFileSync(path.join(folder, 'お茶.md'), '# 緑茶の淹れ方\n\n玉露は六十度のお湯でゆっくり淹れます。\n');
  execFileSync('qpdf', [
    '--encrypt',
    'user-secret',
    'owner-secret',
    '256',
    '--',
    path.join(folder, 'tenancy.pdf'),
    path.join(folder, 'locked.pdf'),
  ]);
  writeFileSync(path.join(folder, 'broken.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> broken beyond repair');
  writeFileSync(path.join(folder, 'photo.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
}
