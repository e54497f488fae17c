/** Undo steps run once, newest first, whether the run ends normally, fails or is interrupted. */
export class Cleanup {
  private readonly steps: { label: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  add(label: string, run: () => Promise<void>): void {
    this.steps.push({ label, run });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      // Popping (not iterating) also runs steps added while an earlier one was still undoing.
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.run();
        } catch (err) {
          console.error(`[bench] cleanup "${step.label}" failed:`, err);
        }
      }
    })();
    return this.running;
  }
}
