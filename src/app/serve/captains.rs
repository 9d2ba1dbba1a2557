//! The captains' writes through `kup serve --captains`: a captain opens the team's page
//! with the team's code and hands in the open round's lineup. A write is a POST carrying
//! the code and a token issued with the form (one use, 30 minutes), from this site alone
//! (a foreign `Origin` is refused); wrong codes from one address are slowed down. The
//! lineup is `Command::SetLineup`, executed through the store's lock as the full-screen
//! program's keys are, so its rules and messages are the arbiter's own, and the journal
//! names the captain and the address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use hyper::StatusCode;
use hyper::header::{HOST, HeaderMap, ORIGIN};

use super::http::Asked;
use crate::app::captains::{Codes, new_code};
use crate::app::exit::Failure;
use crate::app::open::lock_patience;
use crate::core::clock::current_round;
use crate::core::{Command, PlayerId, TeamId, Tournament};
use crate::i18n::{Lang, Msg, Text};
use crate::interop::captain_pages::{self, LineupForm};
use crate::store::{Store, StoreError};
use crate::wallclock::WallClock;

/// How long a lineup form may wait to be sent.
const FORM_LIFE: Duration = Duration::from_secs(30 * 60);

/// Forms outstanding at once; the oldest goes first beyond it.
const FORMS_KEPT: usize = 4096;

/// Wrong codes an address may send before each next try waits.
const FREE_TRIES: u32 = 5;

/// The longest wait after wrong codes, and how long an address's failures are kept.
const LONGEST_WAIT: Duration = Duration::from_secs(60);
const FAILURES_KEPT_FOR: Duration = Duration::from_secs(600);

/// Addresses whose wrong codes are remembered at once.
const ADDRESSES_KEPT: usize = 4096;

/// The captains' side of the server.
pub struct Captains {
    dir: PathBuf,
    clock: WallClock,
    forms: Mutex<HashMap<String, Form>>,
    failures: Mutex<HashMap<IpAddr, Failures>>,
}

/// A lineup form handed out: for which team and round, and when.
struct Form {
    team: TeamId,
    round: u32,
    issued: Instant,
}

/// An address's wrong codes in a row, and when the last came.
struct Failures {
    count: u32,
    last: Instant,
}

/// What a captain's request is answered with: a status and a page.
pub struct Answered {
    pub status: StatusCode,
    pub html: String,
}

impl Captains {
    pub fn new(dir: PathBuf, clock: WallClock) -> Captains {
        Captains {
            dir,
            clock,
            forms: Mutex::new(HashMap::new()),
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// The page that asks for the code; a code in the address (`?code=`, from a card's QR
    /// code) is filled in, its hex digits alone, and opens nothing until it is sent.
    pub fn code_page(&self, asked: &Asked, lang: Lang) -> Answered {
        let query = asked.target.split_once('?').map_or("", |(_, q)| q);
        let code: String = form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| name == "code")
            .map(|(_, value)| {
                value
                    .chars()
                    .filter(char::is_ascii_hexdigit)
                    .take(64)
                    .collect()
            })
            .unwrap_or_default();
        page(StatusCode::OK, captain_pages::code_form(lang, None, &code))
    }

    /// A POST of the code: the team's lineup form for the open round.
    pub fn open(&self, t: &Tournament, asked: &Asked, lang: Lang) -> Answered {
        let fields = Fields::of(asked);
        let team = match self.team(asked, &fields) {
            Ok(team) => team,
            Err(refused) => return refused.page(lang),
        };
        let Some(round) = current_round(t) else {
            let text = Text::new(Msg::CaptainNoRound);
            return page(
                StatusCode::CONFLICT,
                captain_pages::code_form(lang, Some(text), ""),
            );
        };
        self.form_page(t, (team, round), &fields.code, None, lang)
    }

    /// A POST of the ticked players: the lineup handed in, or the rule it breaks.
    pub fn hand_in(&self, asked: &Asked, lang: Lang) -> Answered {
        let fields = Fields::of(asked);
        let team = match self.team(asked, &fields) {
            Ok(team) => team,
            Err(refused) => return refused.page(lang),
        };
        let Some(round) = self.take_form(&fields.token, team) else {
            return Refused::FormUsed.page(lang);
        };
        let Some(players) = fields.players() else {
            return Refused::Malformed.page(lang);
        };
        let unavailable = |e: StoreError| {
            let problem = Failure::from(e).render(lang);
            Refused::Unavailable(Text::new(Msg::CaptainNotSaved).arg("problem", problem))
        };
        let mut store = match Store::open_shared(&self.dir, lock_patience()) {
            Ok(store) => store,
            Err(e) => return unavailable(e).page(lang),
        };
        let name = store.state().team(team).map(|x| x.name.clone());
        let who = format!(
            "the captain of {} from {}",
            name.unwrap_or_default(),
            asked.peer.ip()
        );
        let clock = &self.clock;
        let handed_in = store.execute_by(&who, |t| {
            Ok(Command::SetLineupFromPhone {
                round,
                team,
                players,
                handed_in: clock.now_in(t),
            })
        });
        match handed_in {
            Ok(_) => page(
                StatusCode::OK,
                captain_pages::accepted(store.state(), team, round, lang),
            ),
            Err(StoreError::Command(refusal)) => {
                let why = Failure::from(StoreError::Command(refusal)).render(lang);
                let team_round = (team, round);
                self.form_page(store.state(), team_round, &fields.code, Some(&why), lang)
            }
            Err(other) => unavailable(other).page(lang),
        }
    }

    /// The lineup form of `team` for `round` with a fresh token; 422 with the rule the
    /// last try broke, when it did.
    fn form_page(
        &self,
        t: &Tournament,
        (team, round): (TeamId, u32),
        code: &str,
        refused: Option<&str>,
        lang: Lang,
    ) -> Answered {
        let token = match self.issue_form(team, round) {
            Ok(token) => token,
            Err(text) => return Refused::Unavailable(text).page(lang),
        };
        let form = LineupForm {
            code,
            token: &token,
            refused,
        };
        let status = match refused {
            Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
            None => StatusCode::OK,
        };
        page(
            status,
            captain_pages::lineup_form(t, team, round, &form, lang),
        )
    }

    /// The team whose code came, from this site, from an address not slowed down.
    fn team(&self, asked: &Asked, fields: &Fields) -> Result<TeamId, Refused> {
        if !same_site(&asked.headers) {
            return Err(Refused::CrossSite);
        }
        let address = asked.peer.ip();
        if let Some(wait) = self.wait_for(address) {
            return Err(Refused::SlowDown(wait));
        }
        let codes = Codes::load(&self.dir).map_err(Refused::Unavailable)?;
        match codes.team_of(&fields.code) {
            Some(team) => {
                self.failures().remove(&address);
                Ok(team)
            }
            None => {
                self.failed(address);
                Err(Refused::WrongCode)
            }
        }
    }

    /// How long `address` must still wait after its wrong codes, if at all.
    fn wait_for(&self, address: IpAddr) -> Option<Duration> {
        let failures = self.failures();
        let seen = failures.get(&address)?;
        let over = seen.count.checked_sub(FREE_TRIES)?;
        let wait = Duration::from_secs(1 << over.min(6)).min(LONGEST_WAIT);
        wait.checked_sub(seen.last.elapsed())
            .filter(|left| !left.is_zero())
    }

    fn failed(&self, address: IpAddr) {
        let mut failures = self.failures();
        if failures.len() >= ADDRESSES_KEPT {
            failures.retain(|_, f| f.last.elapsed() < FAILURES_KEPT_FOR);
        }
        if failures.len() >= ADDRESSES_KEPT && !failures.contains_key(&address) {
            // Full of fresh failures: the oldest address is forgotten for the newest.
            let oldest = failures.iter().min_by_key(|(_, f)| f.last).map(|(a, _)| *a);
            oldest.map(|a| failures.remove(&a));
        }
        let entry = failures.entry(address).or_insert(Failures {
            count: 0,
            last: Instant::now(),
        });
        entry.count = entry.count.saturating_add(1);
        entry.last = Instant::now();
    }

    fn issue_form(&self, team: TeamId, round: u32) -> Result<String, Text> {
        let token = new_code()?;
        let mut forms = self.forms();
        forms.retain(|_, form| form.issued.elapsed() < FORM_LIFE);
        if forms.len() >= FORMS_KEPT {
            let oldest = forms
                .iter()
                .min_by_key(|(_, f)| f.issued)
                .map(|(t, _)| t.clone());
            oldest.map(|t| forms.remove(&t));
        }
        let form = Form {
            team,
            round,
            issued: Instant::now(),
        };
        forms.insert(token.clone(), form);
        Ok(token)
    }

    /// The round of the form `token` names, used up; `None` unless it was handed to
    /// `team` within its life and not used before.
    fn take_form(&self, token: &str, team: TeamId) -> Option<u32> {
        let mut forms = self.forms();
        let form = forms.remove(token)?;
        (form.team == team && form.issued.elapsed() < FORM_LIFE).then_some(form.round)
    }

    fn forms(&self) -> std::sync::MutexGuard<'_, HashMap<String, Form>> {
        self.forms.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn failures(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Failures>> {
        self.failures.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Why a captain's request changed nothing before it reached the lineup's rules.
enum Refused {
    CrossSite,
    SlowDown(Duration),
    WrongCode,
    FormUsed,
    Malformed,
    Unavailable(Text),
}

impl Refused {
    fn page(self, lang: Lang) -> Answered {
        let (status, text) = match self {
            Refused::CrossSite => (StatusCode::FORBIDDEN, Text::new(Msg::CaptainCrossSite)),
            Refused::SlowDown(wait) => (
                StatusCode::TOO_MANY_REQUESTS,
                Text::new(Msg::CaptainSlowDown).arg("seconds", wait.as_secs().max(1)),
            ),
            Refused::WrongCode => (StatusCode::FORBIDDEN, Text::new(Msg::CaptainWrongCode)),
            Refused::FormUsed => (StatusCode::FORBIDDEN, Text::new(Msg::CaptainFormUsed)),
            Refused::Malformed => (StatusCode::BAD_REQUEST, Text::new(Msg::CaptainMalformed)),
            Refused::Unavailable(text) => (StatusCode::SERVICE_UNAVAILABLE, text),
        };
        page(status, captain_pages::code_form(lang, Some(text), ""))
    }
}

fn page(status: StatusCode, html: String) -> Answered {
    Answered { status, html }
}

/// A form's fields: the code, the token and the ticked players (`player`, repeated).
struct Fields {
    code: String,
    token: String,
    players: Vec<String>,
}

impl Fields {
    fn of(asked: &Asked) -> Fields {
        let mut fields = Fields {
            code: String::new(),
            token: String::new(),
            players: Vec::new(),
        };
        for (name, value) in form_urlencoded::parse(&asked.body) {
            match &*name {
                "code" => fields.code = value.into_owned(),
                "token" => fields.token = value.into_owned(),
                "player" => fields.players.push(value.into_owned()),
                _ => {}
            }
        }
        fields
    }

    /// The ticked players' numbers; `None` when one is not a number.
    fn players(&self) -> Option<Vec<PlayerId>> {
        self.players
            .iter()
            .map(|p| p.parse().ok().map(PlayerId))
            .collect()
    }
}

/// Whether a form was posted from this site: a browser names the page's origin, which
/// must be the host the request went to (every `Origin` given, should there be several);
/// a request without one (an old browser, a script) must still hold the code and a fresh
/// token.
fn same_site(headers: &HeaderMap) -> bool {
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    headers.get_all(ORIGIN).iter().all(|origin| {
        let origin_host = origin
            .to_str()
            .ok()
            .and_then(|o| o.split_once("://"))
            .map(|(_, host)| host);
        host.is_some() && origin_host == host
    })
}
