//! The pages of one version of the event, rendered once and kept while they fit: a
//! crawler asking for every why-page of 200 teams (some 119,000) costs renderings, never
//! memory beyond [`PAGE_CACHE_BYTES`]. The least recently asked page goes first.

use hyper::body::Bytes;
use lru::LruCache;

use crate::i18n::Lang;
use crate::interop::site::Page;

/// What the rendered pages of one version may hold: the pages phones poll (index,
/// pairings, standings, in three languages) at Olympiad size fit many times over.
pub const PAGE_CACHE_BYTES: usize = 16 * 1024 * 1024;

/// Rendered pages by language and page, bounded by their total size.
pub struct PageCache {
    pages: LruCache<(Lang, Page), Bytes>,
    bytes: usize,
    capacity: usize,
}

impl PageCache {
    pub fn new() -> PageCache {
        PageCache::with_capacity(PAGE_CACHE_BYTES)
    }

    fn with_capacity(capacity: usize) -> PageCache {
        PageCache {
            pages: LruCache::unbounded(),
            bytes: 0,
            capacity,
        }
    }

    pub fn get(&mut self, lang: Lang, page: Page) -> Option<Bytes> {
        self.pages.get(&(lang, page)).cloned()
    }

    /// Keeps the page, dropping the least recently asked ones until all fit; a page
    /// larger than the whole cache is not kept.
    pub fn put(&mut self, lang: Lang, page: Page, html: Bytes) {
        if html.len() > self.capacity {
            return;
        }
        self.bytes += html.len();
        if let Some(old) = self.pages.put((lang, page), html) {
            self.bytes -= old.len();
        }
        while self.bytes > self.capacity {
            match self.pages.pop_lru() {
                Some((_, dropped)) => self.bytes -= dropped.len(),
                None => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(size: usize) -> Bytes {
        Bytes::from(vec![b'x'; size])
    }

    #[test]
    fn the_cache_never_holds_more_than_its_capacity_and_drops_the_least_recently_asked_page() {
        let mut cache = PageCache::with_capacity(10_000);
        for first in 1..=200 {
            cache.put(Lang::En, Page::Why(first, first + 1), html(1_000));
            assert!(cache.bytes <= 10_000, "{} bytes kept", cache.bytes);
        }
        assert_eq!(cache.bytes, 10_000);
        // The ten newest are kept; asking for the oldest of them keeps it past the next put.
        assert!(cache.get(Lang::En, Page::Why(190, 191)).is_none());
        assert!(cache.get(Lang::En, Page::Why(191, 192)).is_some());
        cache.put(Lang::En, Page::Index, html(1_000));
        assert!(cache.get(Lang::En, Page::Why(191, 192)).is_some());
        assert!(cache.get(Lang::En, Page::Why(192, 193)).is_none());
    }

    #[test]
    fn a_page_put_again_is_counted_once_and_one_larger_than_the_cache_is_not_kept() {
        let mut cache = PageCache::with_capacity(10_000);
        cache.put(Lang::Hr, Page::Index, html(3_000));
        cache.put(Lang::Hr, Page::Index, html(4_000));
        assert_eq!(cache.bytes, 4_000);
        cache.put(Lang::Hr, Page::Crosstable, html(20_000));
        assert!(cache.get(Lang::Hr, Page::Crosstable).is_none());
        assert_eq!(cache.bytes, 4_000);
    }
}
