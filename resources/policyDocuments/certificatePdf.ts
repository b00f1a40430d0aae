import type { DocumentContent } from '../../src/server/documents/documentModel';
import { writePdf } from '../../src/server/documents/pdfWriter';
import { policyDocumentFileName } from './fileNames';
import type { PolicyFacts } from './policyFacts';

/** The certificate of insurance as a PDF file, as it is downloaded and as it is attached to its e-mail. */
export async function certificatePdf(
  facts: PolicyFacts,
  content: DocumentContent,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const bytes = await writePdf(content, { author: facts.producer.name, subject: 'Certificate of insurance' });
  return { fileName: policyDocumentFileName('certificate', facts.insured.name), bytes };
}
