import { describe, expect, test } from 'vitest'
import { pageCountFor, paginate, wrapPage } from './pagination'

const thirtySeven = Array.from({ length: 37 }, (_, i) => i + 1)

describe('paginate', () => {
  test('the first page of 37 reels holds reels 1 to 6, with no previous page', () => {
    expect(paginate(thirtySeven, 0, 6)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 0,
      pageCount: 7,
      hasPrevious: false,
      hasNext: true,
    })
  })

  test('the last page of 37 reels holds only reel 37, with no next page', () => {
    expect(paginate(thirtySeven, 6, 6)).toEqual({
      items: [37],
      page: 6,
      pageCount: 7,
      hasPrevious: true,
      hasNext: false,
    })
  })

  test('a middle page has both neighbours', () => {
    const page = paginate(thirtySeven, 3, 6)
    expect(page.items).toEqual([19, 20, 21, 22, 23, 24])
    expect(page.hasPrevious).toBe(true)
    expect(page.hasNext).toBe(true)
  })

  test('exactly one full page has neither neighbour', () => {
    const page = paginate([1, 2, 3, 4, 5, 6], 0, 6)
    expect(page.pageCount).toBe(1)
    expect(page.hasPrevious).toBe(false)
    expect(page.hasNext).toBe(false)
  })

  test('a page past the end shows the last page and a page before the start the first', () => {
    expect(paginate(thirtySeven, 40, 6).page).toBe(6)
    expect(paginate(thirtySeven, -2, 6).page).toBe(0)
  })

  test('an empty list is one empty page', () => {
    expect(paginate([], 0, 6)).toEqual({ items: [], page: 0, pageCount: 1, hasPrevious: false, hasNext: false })
  })

  test('nine testimonials at three per page make three pages', () => {
    const nine = Array.from({ length: 9 }, (_, i) => i)
    expect(paginate(nine, 2, 3).items).toEqual([6, 7, 8])
    expect(paginate(nine, 2, 3).pageCount).toBe(3)
  })
})

describe('pageCountFor', () => {
  test('rounds up a partly filled last page', () => {
    expect(pageCountFor(37, 6)).toBe(7)
    expect(pageCountFor(36, 6)).toBe(6)
    expect(pageCountFor(0, 6)).toBe(1)
  })
})

describe('wrapPage', () => {
  test('moves forward and wraps from the last page to the first', () => {
    expect(wrapPage(0, 1, 3)).toBe(1)
    expect(wrapPage(2, 1, 3)).toBe(0)
  })

  test('moves back and wraps from the first page to the last', () => {
    expect(wrapPage(0, -1, 3)).toBe(2)
  })
})
