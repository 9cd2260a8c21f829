import sharp from "sharp";

/** Test images made on the spot with sharp, so no binary fixtures live in the repository. */
export async function makeImage(options: {
  format: "png" | "jpeg" | "gif" | "webp";
  width?: number;
  height?: number;
  /** EXIF orientation to record (JPEG), e.g. 6 = the camera was turned 90°. */
  orientation?: number;
}): Promise<Buffer> {
  const { width = 64, height = 48 } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(options.format).toBuffer();
}

/** Builds a multipart/form-data body the way a browser does, with the WHATWG FormData of Node. */
export async function multipartBody(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; type: string; body: Uint8Array }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ("filename" in part)
      form.append(part.name, new Blob([new Uint8Array(part.body)], { type: part.type }), part.filename);
    else form.append(part.name, part.value);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}
