/**
 * The sandbox's signed PDF: the document as sent, with the envelope id at the foot of every page (as providers
 * print it) and a signature page at the end: the typed name, the date and time of signing, the signer's e-mail
 * and the envelope id. Drawn with pdf-lib, in Helvetica; what the font cannot encode is written as '?'.
 */
export interface SignatureBlock {
  signedBy: string;
  signerEmail: string;
  /** ISO timestamp. */
  at: string;
  envelopeId: string;
}

export async function stampSignature(document: Uint8Array, block: SignatureBlock): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.load(document);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const known = new Set(regular.getCharacterSet());
  const clean = (value: string) => Array.from(value, (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  const grey = rgb(0.35, 0.35, 0.35);
  for (const page of pdf.getPages())
    page.drawText(clean(`E-signature envelope ${block.envelopeId}`), {
      x: 50,
      y: 24,
      size: 7,
      font: regular,
      color: grey,
    });

  const page = pdf.addPage([612, 792]);
  let y = 742;
  const line = (text: string, size = 11, font = regular) => {
    page.drawText(clean(text), { x: 50, y, size, font, color: rgb(0, 0, 0) });
    y -= size + 9;
  };
  line('Signature', 20, bold);
  y -= 10;
  line('This application was signed electronically.');
  y -= 6;
  page.drawRectangle({ x: 50, y: y - 92, width: 512, height: 104, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 1 });
  y -= 10;
  line(block.signedBy, 18, bold);
  line(`Signed by: ${block.signedBy} <${block.signerEmail}>`);
  line(`Signed on: ${block.at.slice(0, 10)} at ${block.at.slice(11, 19)} UTC`);
  line(`Envelope ID: ${block.envelopeId}`);
  pdf.setModificationDate(new Date(block.at));
  return pdf.save();
}
