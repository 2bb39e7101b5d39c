/**
 * Watermark geometry (spec §9: 150 px tile). antd rotates the text box, takes the rotated
 * bounding box and adds the gap to get the cell of one mark; cells are laid out staggered. The
 * gap is chosen so that each mark's cell is exactly `tile` × `tile` px, whatever the text box.
 */
export const WATERMARK_TILE = 150;
export const WATERMARK_ROTATE = -22;

export interface WatermarkGeometry {
  width: number;
  height: number;
  rotate: number;
  gap: [number, number];
}

export function watermarkGeometry(
  width: number,
  height: number,
  rotate = WATERMARK_ROTATE,
  tile = WATERMARK_TILE,
): WatermarkGeometry {
  const rad = (Math.abs(rotate) * Math.PI) / 180;
  const boxW = width * Math.cos(rad) + height * Math.sin(rad);
  const boxH = width * Math.sin(rad) + height * Math.cos(rad);
  return { width, height, rotate, gap: [Math.max(0, tile - boxW), Math.max(0, tile - boxH)] };
}
