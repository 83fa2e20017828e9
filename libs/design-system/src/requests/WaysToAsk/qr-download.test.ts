import { describe, expect, it } from 'vitest';
import { qrFileName, svgFileText } from './qr-download.js';

describe('qrFileName', () => {
  it('names the file after the location', () => {
    expect(qrFileName('Harbor Dental — Downtown #2')).toBe('harbor-dental-downtown-2-review-qr');
  });
  it('falls back to a plain name without letters', () => {
    expect(qrFileName('  ')).toBe('review-qr');
  });
});

describe('svgFileText', () => {
  it('writes a standalone SVG file with its namespace', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 21 21');
    svg
      .appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'path'))
      .setAttribute('d', 'M0 0h7v7H0z');
    const text = svgFileText(svg);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(text).toContain('<path d="M0 0h7v7H0z"');
  });
});
