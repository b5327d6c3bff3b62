/** A generated PDF, private to its reader: shown in the browser, or saved with `?download=1`. */
export function pdfResponse(req: Request, pdf: Buffer, fileName: string): Response {
  const download = new URL(req.url).searchParams.get("download") === "1";
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `${download ? "attachment" : "inline"}; filename="${fileName}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
