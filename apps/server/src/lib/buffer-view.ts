/**
 * The bytes as a Buffer over the same memory, without a copy: what a reply
 * or a ZIP entry wants of a rendered PDF.
 */
export function bufferView(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
