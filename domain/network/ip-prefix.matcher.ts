/**
 * True when the first `prefixLength` bits of `bytes` equal those of `network` (CIDR match).
 * Both are network-order byte arrays of the same family; `prefixLength` is in bits.
 */
export function prefixMatches(bytes: readonly number[], network: readonly number[], prefixLength: number): boolean {
  const fullBytes = Math.floor(prefixLength / 8);
  for (let index = 0; index < fullBytes; index += 1) {
    if (bytes[index] !== network[index]) return false;
  }
  const remainingBits = prefixLength % 8;
  if (remainingBits === 0) return true;
  const mask = (0xff << (8 - remainingBits)) & 0xff;
  return ((bytes[fullBytes] ?? 0) & mask) === ((network[fullBytes] ?? 0) & mask);
}
