// Saving the rendered QR code as a file, in the browser only (on a click): SVG as drawn, PNG drawn from it.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The SVG element's markup as a standalone file (with its namespace, which inline SVG leaves out). */
export function svgFileText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/** A file name from the location's name: "Harbor Dental Downtown" -> "harbor-dental-downtown-review-qr". */
export function qrFileName(locationName: string): string {
  const slug = locationName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}-review-qr` : 'review-qr';
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click has started the download (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadSvg(svg: SVGSVGElement, fileName: string): void {
  saveBlob(new Blob([svgFileText(svg)], { type: 'image/svg+xml' }), `${fileName}.svg`);
}

/** Draws the SVG on a canvas `size` pixels square (large enough for print) and saves it as a PNG. */
export function downloadPng(svg: SVGSVGElement, fileName: string, size = 1024): void {
  const image = new Image();
  image.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, size, size);
    canvas.toBlob((blob) => {
      if (blob) saveBlob(blob, `${fileName}.png`);
    }, 'image/png');
  };
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgFileText(svg))}`;
}
