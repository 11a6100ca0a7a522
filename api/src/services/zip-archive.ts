import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** A zip that would unpack past the limits: the caller answers "too large", not "unreadable". */
export class ZipLimitError extends Error {}

export interface ZipLimits {
  /** Most entries the central directory may list. */
  entries: number;
  /** Most bytes all entries together may unpack to. */
  uncompressedBytes: number;
}

const inflateRaw = promisify(zlib.inflateRaw);
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function fail(what: string): never {
  throw new Error(`Not a readable zip: ${what}`);
}

/** The central directory, read from the end record; refuses zip64, multi-disk and encrypted archives. */
function centralDirectory(zip: Buffer, limits: ZipLimits): CentralEntry[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) fail('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || count !== zip.readUInt16LE(end + 8)) fail('multi-disk archive');
  if (count === 0xffff || at === ZIP64 || at + size > end) fail('bad central directory');
  if (count > limits.entries) throw new ZipLimitError(`more than ${limits.entries} entries`);

  const entries: CentralEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) fail('bad central directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: CentralEntry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64) fail('zip64 entry');
    if (entry.flags & 1) fail('encrypted entry');
    total += entry.size;
    // The declared sizes are summed before anything is unpacked: a zip bomb stops here.
    if (total > limits.uncompressedBytes) throw new ZipLimitError(`unpacks to more than ${limits.uncompressedBytes} bytes`);
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's bytes, never more than its declared size: a size that lies is caught while inflating. */
async function unpack(zip: Buffer, entry: CentralEntry): Promise<Buffer> {
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) fail(`bad local header for ${entry.name}`);
  if (zip.readUInt16LE(at + 8) !== entry.method) fail(`local header disagrees for ${entry.name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) fail(`truncated entry ${entry.name}`);
  const data = zip.subarray(start, start + entry.compressedSize);
  let bytes: Buffer;
  if (entry.method === 0) bytes = data;
  else if (entry.method === 8) {
    try {
      bytes = await inflateRaw(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new ZipLimitError(`${entry.name} unpacks to more than its declared ${entry.size} bytes`);
      }
      throw error;
    }
  } else fail(`compression method ${entry.method}`);
  if (bytes.length !== entry.size || zlib.crc32(bytes) !== entry.crc) fail(`${entry.name} does not match its size or checksum`);
  return bytes;
}

/** A zip whose central directory passed the limits; `read` unpacks one entry (undefined if absent). */
export interface CheckedZip {
  names: string[];
  read(name: string): Promise<Buffer | undefined>;
}

/**
 * Checks a whole zip against `limits` from its central directory, before anything is unpacked.
 * Throws ZipLimitError over a limit (also later, from `read`, for an entry whose size lies), Error if malformed.
 */
export function openZip(zip: Buffer, limits: ZipLimits): CheckedZip {
  const entries = new Map<string, CentralEntry>();
  for (const entry of centralDirectory(zip, limits)) {
    if (entries.has(entry.name)) fail(`duplicate entry ${entry.name}`);
    entries.set(entry.name, entry);
  }
  return {
    names: [...entries.keys()],
    read: async (name) => {
      const entry = entries.get(name);
      return entry && unpack(zip, entry);
    },
  };
}

/**
 * A zip of stored (uncompressed) entries, in the given order, every size in its local header: a streaming
 * unzipper reads exactly these entries and nothing hidden between them. Returned as the pieces to stream
 * one after the other (the entries' bytes are not copied).
 */
export function storedZip(files: [string, Buffer][]): Buffer[] {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x800, 6); // names are UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return [...locals, directory, end];
}
