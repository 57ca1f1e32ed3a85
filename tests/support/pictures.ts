import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openImageCache } from '~/server/images/image-cache.server'
import { type Pictures, createPictures } from '~/server/images/pictures.server'
import { type RemotePictureOptions, createRemotePictures } from '~/server/images/remote-pictures.server'

/**
 * The site's pictures as the server makes them, with our own files from public/ and a cache in a fresh
 * temporary folder. Without `remote`, no other host is allowed, so nothing is fetched from the network.
 */
export function testPictures(remote: Partial<RemotePictureOptions> = {}): Pictures & { cacheDir: string } {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'))
  const pictures = createPictures({
    publicDir: path.resolve(import.meta.dirname, '../../public'),
    cache: openImageCache({ dir: cacheDir, maxBytes: 64 * 1024 * 1024 }),
    remote: createRemotePictures({ hosts: [], timeoutMs: 2_000, maxBytes: 8 * 1024 * 1024, ...remote }),
  })
  return Object.assign(pictures, { cacheDir })
}
