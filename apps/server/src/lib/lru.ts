/** A size-bounded map that forgets the least recently used key first (a Map keeps insertion order). */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(
    private readonly max: number,
    /** Told of every value pushed out by the bound (not of deletes or clears). */
    private readonly onEvict?: (key: string, value: V) => void,
  ) {}
  get size(): number {
    return this.map.size;
  }
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as string;
      const evicted = this.map.get(oldest) as V;
      this.map.delete(oldest);
      this.onEvict?.(oldest, evicted);
    }
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
