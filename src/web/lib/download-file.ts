/** The file name an attachment response gives (RFC 6266: the UTF-8 name first, then the plain one). */
export function attachmentName(res: Response, fallbackName: string): string {
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const plain = disposition.match(/filename="([^"]+)"/)?.[1];
  return encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
}

/** Hands bytes already fetched to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/**
 * Downloads a file our API sends as an attachment, keeping the server's file name. Returns the
 * response status so callers can show the catalogue's messages (403: premium feature;
 * docs/product.md#errors-and-messages).
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
): Promise<{ ok: boolean; status: number }> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) return { ok: false, status: res.status };
  saveBlob(await res.blob(), attachmentName(res, fallbackName));
  return { ok: true, status: res.status };
}
