/**
 * A desktop browser's User-Agent that names a test visitor (hex, so no name reads as a crawler's: isbot treats
 * agents such as "agent-1" or "beacon" as bots, which are not counted).
 */
export const browserAgent = (visitor: string, platform = 'Windows NT 10.0; Win64; x64') =>
  `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Tester/${Buffer.from(visitor).toString('hex')}`;
