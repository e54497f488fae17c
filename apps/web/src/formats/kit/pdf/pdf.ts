import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Vite emits the worker as its own file and gives its URL: pdf.js parses PDFs off the main thread.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface OpenPdf {
  pageCount: number;
  /** Draws a page (1-based) into the canvas at `width` CSS pixels; resolves when drawn. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;
  close: () => void;
}

/** Opens a PDF with pdf.js (no scripts or forms run; it is drawn, not embedded). */
export async function openPdf(url: string): Promise<OpenPdf> {
  const document: PDFDocumentProxy = await getDocument({ url, isEvalSupported: false }).promise;
  let task: RenderTask | null = null;
  return {
    pageCount: document.numPages,
    renderPage: async (pageNumber, canvas, width) => {
      task?.cancel();
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = page.render({ canvas, viewport });
      try {
        await task.promise;
      } catch (error) {
        // A newer page replaced this one before it was drawn.
        if ((error as Error).name !== 'RenderingCancelledException') throw error;
      }
    },
    close: () => {
      task?.cancel();
      void document.destroy();
    },
  };
}
