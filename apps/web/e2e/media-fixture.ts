import type { Browser } from 'playwright-core';

/**
 * A short silent WebM video recorded by the browser itself (a canvas stream through MediaRecorder),
 * so the journey needs neither the network nor a binary file in the repository.
 */
export async function recordTinyWebm(browser: Browser, seconds: number): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const base64 = await page.evaluate(async (milliseconds) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const paint = canvas.getContext('2d');
      if (!paint) throw new Error('No 2D canvas');
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      let frame = 0;
      const timer = setInterval(() => {
        paint.fillStyle = `hsl(${(frame++ * 12) % 360} 70% 50%)`;
        paint.fillRect(0, 0, canvas.width, canvas.height);
      }, 66);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, milliseconds));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, seconds * 1000);
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
}
