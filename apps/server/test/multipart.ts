/** A part of a multipart form: text, or a file with bytes, a name and a type. */
export type FormPart = string | { bytes: Buffer; filename?: string; type?: string };

/**
 * Encodes a multipart/form-data body the way a browser's FormData does
 * (Node's own FormData and Request do the encoding), for `app.inject`.
 */
export async function multipart(
  parts: Record<string, FormPart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else {
      const blob = new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' });
      form.append(name, blob, part.filename ?? 'upload');
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
