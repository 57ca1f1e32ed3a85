import path from 'node:path'
import { config } from '../config.server'
import { logger } from '../logger.server'
import { openImageCache } from './image-cache.server'
import { readOwnPictureFacts } from './own-picture-facts.server'
import { type Pictures, createPictures } from './pictures.server'
import { createRemotePictures, refusedHosts } from './remote-pictures.server'

// This process's pictures, made as the configuration says: where our own are, the cache under DATA_DIR, the CMS's
// hosts.

let current: Pictures | undefined
let publicDir = 'public'
let factsFile: string | undefined

/**
 * Where our own pictures are: public/ in development, the built client folder in production; and, in production,
 * the file of their facts that the build measured (`measuredFacts`: build/server/picture-facts.json).
 */
export function servePicturesFrom(dir: string, measuredFacts?: string) {
  if (current && (path.resolve(dir) !== path.resolve(publicDir) || measuredFacts !== factsFile)) current = undefined
  publicDir = dir
  factsFile = measuredFacts
}

/** The site's pictures, with their cache under DATA_DIR/images. */
export function pictures(): Pictures {
  if (!current) {
    const settings = config()
    current = createPictures({
      publicDir,
      measuredAtBuild: readOwnPictureFacts(factsFile),
      cache: openImageCache({
        dir: path.join(settings.DATA_DIR, 'images'),
        maxBytes: settings.IMAGE_CACHE_MB * 1024 * 1024,
      }),
      remote: createRemotePictures({
        hosts: settings.IMAGE_HOSTS,
        ghostUrl: settings.GHOST_URL,
        timeoutMs: 8_000,
        maxBytes: 8 * 1024 * 1024,
      }),
    })
  }
  return current
}

/**
 * One warning at start-up for each IMAGE_HOSTS name that resolves only to addresses on this machine or network:
 * its pictures are refused, and otherwise only each page that leaves one out would say so. The Ghost URL's own
 * origin is exempt, as in the endpoint (a self-hosted Ghost beside the site).
 */
export async function logRefusedImageHosts() {
  const { IMAGE_HOSTS, GHOST_URL } = config()
  const ghostOrigin = GHOST_URL ? new URL(GHOST_URL).origin : null
  for (const { host, addresses } of await refusedHosts(IMAGE_HOSTS.filter((host) => `https://${host}` !== ghostOrigin)))
    logger.warn(
      { host, addresses, reason: `${host} resolves only to addresses that are not fetched` },
      'image host refused',
    )
}
