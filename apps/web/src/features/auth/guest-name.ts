/** SPEC §2 automatic guests: "Guest" and four random digits, e.g. Guest0427. */
export function generateGuestName(): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return `Guest${String(random % 10_000).padStart(4, '0')}`;
}
