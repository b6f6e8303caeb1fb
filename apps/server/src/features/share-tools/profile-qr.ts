import QRCode from 'qrcode';

/**
 * QR codes of a public profile's address. Error correction M survives a
 * scuffed print or a small logo-free crop while keeping the code coarse
 * enough to scan at 2 cm; the quiet zone (the white border scanners need to
 * find the code) is part of every image, so it works on any background.
 */

/** Modules of white border; four is what the QR standard asks for. */
const QUIET_ZONE = 4;

/** The code as SVG: black modules on white, scalable to any size. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: QUIET_ZONE });
}

/** The code as a PNG `width` pixels wide (and high), quiet zone included. */
export function qrPng(text: string, width = 1024): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE,
    width,
  });
}
