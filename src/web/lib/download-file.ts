/**
 * Downloads a file our API sends as an attachment, keeping the server's file name. Returns the
 * response status so callers can show the spec's messages (403: premium feature).
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
): Promise<{ ok: boolean; status: number }> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) return { ok: false, status: res.status };
  const blob = await res.blob();
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const plain = disposition.match(/filename="([^"]+)"/)?.[1];
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return { ok: true, status: res.status };
}
