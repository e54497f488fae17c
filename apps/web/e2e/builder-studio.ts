import type { Page } from 'playwright-core';

/** Picks `option` in the Mantine select labelled `label`, typing to filter it when searchable. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for a toast (or any text) the builder shows after an action. */
export async function seeMessage(page: Page, message: string | RegExp): Promise<void> {
  await page.getByText(message).first().waitFor();
}

/** Opens one section tab (Settings, Content, Launch, Analytics) of the course studio. */
export async function openSection(page: Page, section: string): Promise<void> {
  await page.getByRole('tab', { name: section, exact: true }).click();
  await page.waitForURL(new RegExp(`/${section.toLowerCase()}$`));
}

/** Signed in: the user menu leads to the builder dashboard (unless sign-in already went there). */
export async function openBuilderFromMenu(page: Page): Promise<void> {
  // Admins and creators already land on the builder after signing in (SPEC §2).
  if (new URL(page.url()).pathname !== '/builder') {
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Builder studio' }).click();
  }
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** Library > Files: uploads one file through the file chooser of the drop zone. */
export async function uploadToLibrary(page: Page, file: { name: string; buffer: Buffer; mimeType: string }) {
  await page
    .getByRole('navigation', { name: 'Builder studio' })
    .getByRole('link', { name: 'Library' })
    .click();
  await page.getByRole('heading', { name: 'Library', level: 1 }).waitFor();
  const chooser = page.waitForEvent('filechooser');
  // The zone, not its hidden file input of the same name (the first of the two in the page).
  await page.getByLabel('Upload files').first().click();
  await (await chooser).setFiles(file);
  await seeMessage(page, /was uploaded\.$/);
}

/** Dashboard > Create > New course: lands on the new course's settings. */
export async function createCourse(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Builder studio' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.waitForURL(/\/settings$/);
}

export async function addTopic(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add topic' });
  await dialog.getByLabel('Topic name').fill(name);
  await dialog.getByRole('button', { name: 'Create topic' }).click();
  await page.getByRole('region', { name }).waitFor();
}

/** Adds a deck of `format` to `topic` and lands in its editor. */
export async function addDeck(page: Page, topic: string, name: string, format: string): Promise<void> {
  await page.getByRole('button', { name: `Add a deck to ${topic}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add deck' });
  await dialog.getByLabel('Deck name').fill(name);
  await chooseOption(page, 'Format', format);
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Saves the editor's document and goes back to the course's content section. */
export async function saveDeckAndReturn(page: Page, courseName: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').getByText('All changes saved').waitFor();
  await page.getByRole('link', { name: courseName }).click();
  await page.waitForURL(/\/content$/);
}

export async function writeArticle(page: Page, text: string): Promise<void> {
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await body.pressSequentially(text);
}

/** A single choice question: the options, with the right one marked correct. */
export async function writeSingleChoiceQuestion(
  page: Page,
  position: number,
  prompt: string,
  options: string[],
  correct: number,
): Promise<void> {
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: `Question ${position}` });
  await question.getByLabel('Question text').fill(prompt);
  for (const [index, text] of options.entries()) {
    if (index >= 2) await question.getByRole('button', { name: 'Add option' }).click();
    await question.getByLabel(`Option ${index + 1}`, { exact: true }).fill(text);
  }
  await question.getByRole('radio', { name: `Option ${correct + 1} is correct` }).check();
}

export async function writeTrueFalseQuestion(page: Page, position: number, prompt: string, answer: boolean) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: `Question ${position}` });
  const type = question.getByRole('combobox', { name: 'Question type' });
  await type.click();
  await page.getByRole('option', { name: 'True or false' }).click();
  await question.getByLabel('Question text').fill(prompt);
  await question.getByRole('radio', { name: answer ? 'True' : 'False', exact: true }).check();
}

/** Launch > Launch: keeps or resets learner progress, and waits for the success message. */
export async function launch(page: Page, courseName: string, progress: 'keep' | 'reset'): Promise<void> {
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Launch ${courseName}` });
  const choice = progress === 'keep' ? 'Keep learner progress' : 'Reset all learner progress';
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Launch now' }).click();
  await seeMessage(page, /^Launched/);
  await page.getByRole('button', { name: 'Unlaunch' }).waitFor();
}

export async function unlaunch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Unlaunch' }).click();
  await page
    .getByRole('dialog', { name: 'Unlaunch this course?' })
    .getByRole('button', { name: 'Unlaunch' })
    .click();
  await seeMessage(page, 'Unlaunched. The content can be edited again.');
}
