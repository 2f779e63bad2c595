/**
 * The RILA chart as a PNG, drawn in the browser from the tool's rendered SVG chart
 * (docs/requirements.md#rila-results: the lead keeps the chart image "as the browser drew it").
 * No library: the SVG is serialised, loaded as an image and drawn on a canvas on white.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The PNG of `svg`, base64 without the `data:` prefix, at its own size in CSS pixels.
 * Rejects when the browser cannot load the serialised SVG or has no 2D canvas.
 */
export async function svgToPngBase64(svg: SVGSVGElement): Promise<string> {
  const box = svg.getBoundingClientRect();
  const width = Math.round(Number(svg.getAttribute('width')) || box.width);
  const height = Math.round(Number(svg.getAttribute('height')) || box.height);
  if (width <= 0 || height <= 0) throw new Error('The chart has no size yet');
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const markup = new XMLSerializer().serializeToString(clone);
  const image = new Image(width, height);
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}
