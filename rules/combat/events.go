package combat

import "github.com/krygothic/krygothic/rules/dice"

// The rules whose events others tell apart by their rule: the balance
// report names who dealt a wound or paid AP by them.
const (
	FallRule          = "KG-EXPL-02" // a fall through a damaged floor, and being stuck in it
	TackleRule        = "KG-CCA-04"  // a tackle's run and its impact
	ActiveDefenceRule = "KG-CC-05"   // an active defence, paid when used
	ExtraWoundsRule   = "KG-CC-09"   // extra close-combat wounds bought
)

// Event is one thing that happened in a resolution. Every event names the
// rule that caused it.
type Event interface {
	Rule() string
}

// Modifier is one adjustment to a roll, with the rule that grants it.
type Modifier struct {
	RuleID string `json:"rule"` // e.g. "KG-RC-10"
	What   string `json:"what"` // e.g. "target in cover"
	On     On     `json:"on"`   // what it changes: OnDice, OnKeep or OnTN
	Value  int    `json:"value"`
}

// On is what of a roll a modifier changes, as the log writes it.
type On string

// What a modifier changes.
const (
	OnDice On = "dice" // how many dice are rolled
	OnKeep On = "keep" // how many of them count at most
	OnTN   On = "TN"   // the number each die must reach
)

// Roll is a roll of dice, as the log shows it. Kind, Arm and Weapon say
// what it is, for those who read the log (its text, the sound, the
// balance report, a rule module's observer): nobody tells rolls apart by
// their Purpose, which is words for a person.
type Roll struct {
	RuleID  string
	Purpose string   // "to hit", "avoid", "to wound", "Willpower", …
	Kind    RollKind `log:"-"` // what the roll decides
	Arm     Arm      `log:"-"` // an attack's to-hit roll's, and its wound roll's on its target: what it is made with
	Weapon  string   `log:"-"` // an attack's weapon, by name ("Autocannon")
	// Attack and Attacks: a to-hit roll's attack of a shot of several
	// (a snap shot's second of two); 0 for a shot of one.
	Attack, Attacks int    `log:"-"`
	By              string // the fighter rolling
	Dice            []dice.Chain
	Passed          []bool // empty for rolls with no per-die pass (natural-face rolls)
	Kept            []int
	TN              int
	Keep            int
	Modifiers       []Modifier
	Success         bool // for checks: passed; for pools: at least one kept
	CriticalFail    bool
	CriticalPass    bool
	// Against is the model a shot's wound roll is rolled against
	// (KG-RC-13): its target, or the model of its melee the shot landed
	// on (GAP-14); "" for any other roll.
	Against string `log:"-"`
}

// Rule names the rule that called for the roll.
func (e Roll) Rule() string { return e.RuleID }

// RollKind is what a roll decides.
type RollKind int

// The kinds of roll.
const (
	OtherRoll RollKind = iota // anything else: a die read as it falls, a shove's distance
	HitRoll                   // an attack's to-hit roll: its kept dice are hits
	WoundRoll                 // dice whose kept dice are wounds dealt
	AvoidRoll                 // a defender's roll to avoid hits (KG-CC-07)
	CheckRoll                 // an attribute check, passed or failed on its best die (Willpower, Speed, Mind)
)

// Arm is what an attack is made with.
type Arm int

// The arms.
const (
	NoArm  Arm = iota // not an attack
	Gun               // a ranged weapon fired at a model (KG-RC-09)
	Hand              // a close-combat blow (KG-CC-06)
	Lobbed            // a weapon lobbed to burst under a template: heard and seen as its burst
)

// Rerolled reports dice of a roll rolled again the moment it landed: a
// re-roll a rule granted (Rerolls). The roll logged after it is the roll
// as re-rolled; First are its dice as they first landed.
type Rerolled struct {
	RuleID  string
	Unit    string       // the fighter whose roll it is
	By      string       // the model that granted the re-roll (a Squad Leader), Unit for its own
	What    string       // the re-roll in words ("command re-roll")
	Purpose string       // the roll's ("to hit")
	First   []dice.Chain // the roll's dice as they first landed
	Again   []int        // the indices of the dice rolled again
	AP      int          // what the re-roll cost the side
}

// Rule names the rule that granted the re-roll.
func (e Rerolled) Rule() string { return e.RuleID }

// Wounded reports wounds dealt to a fighter.
type Wounded struct {
	RuleID  string
	Unit    string
	Wounds  int
	Removed bool // the model reached its wound capacity and is removed
	// Downed: the model reached its wound capacity and lies Down, not
	// removed (a rule module downs models): whoever downed it has
	// the kill, and its side loses it only when it is removed.
	Downed bool `log:"-"`
	// Credited: the removal of a model whose kill was had when it went
	// Down: it counts as the model's side's loss, not as a kill again.
	Credited bool `log:"-"`
	// Final: the removal is outright, no rule module may down the model
	// instead (a fall to its death through the floor; a wreck).
	Final bool `log:"-"`
}

// Rule names the rule that dealt the wounds.
func (e Wounded) Rule() string { return e.RuleID }

// State names a state a fighter can enter or leave.
type State string

// States combat sets.
const (
	PinnedByHit   State = "pinned by a hit"    // KG-PSY-01
	PinnedByMiss  State = "pinned by misses"   // KG-PSY-02
	Prone         State = "prone"              // GAP-16
	Stuck         State = "stuck in the floor" // KG-EXPL-02
	Fell          State = "fell to its death"  // KG-EXPL-02
	RangedBroken  State = "ranged weapon broken"
	MeleeBroken   State = "close-combat weapon broken"
	FearShock     State = "fear shock"                // KG-PSY-08
	FearHalved    State = "CC halved by fear"         // KG-PSY-07
	FearStopped   State = "stopped 2\" short by fear" // KG-PSY-06
	BrokeOff      State = "broke off"                 // KG-CCD-04
	LetGo         State = "broke off by agreement"    // KG-CC-14: its own action, which stops none of its orders
	Unpinned      State = "unpinned"                  // KG-PSY-04
	FreedFromHole State = "freed from the floor"      // KG-EXPL-02
	StoodUp       State = "standing"                  // GAP-16
	Downed        State = "down"                      // at its wound limit, not removed (Condition.Down)
)

// StateChanged reports a fighter entering a state.
type StateChanged struct {
	RuleID string
	Unit   string
	State  State
	// Good: the state is good for the fighter (unpinned, standing, a jam
	// cleared): the log says so in its colour.
	Good bool `log:"-"`
}

// Rule names the rule that changed the state.
func (e StateChanged) Rule() string { return e.RuleID }

// Direction says which way a compulsory move goes; the map turns it into a
// path.
type Direction string

// Directions of compulsory moves.
const (
	AwayFrom     Direction = "away from"       // directly away from Other
	AlongFacing  Direction = "along facing of" // the way Other faces (tackle)
	ChosenByFoes Direction = "random, chosen by the opposing player"
)

// Moved asks the map to move a fighter: knock-backs, tackles, breaking off,
// fear shock. Compulsory moves cost no AP (KG-MOVE-06).
type Moved struct {
	RuleID    string
	Unit      string
	Inches    float64
	Direction Direction
	Other     string // the fighter the direction refers to
	// Own: the unit's own move, part of its order (an agreed break-off):
	// no compulsion, so it stops none of its orders.
	Own bool `log:"-"`
}

// Rule names the rule that moves the fighter.
func (e Moved) Rule() string { return e.RuleID }

// FreeAttack grants a close-combat attack at no AP (KG-CCD-06).
type FreeAttack struct {
	RuleID  string
	By      string
	Against string
}

// Rule names the rule that grants the attack.
func (e FreeAttack) Rule() string { return e.RuleID }

// APSpent reports AP spent in a resolution. For an active defence and
// extra wounds it is AP the side pays then; for an unpin, a freeing and an
// agreed break-off it notes again, where the rule resolves, the order's
// cost the side paid when it was declared (logged with the declaration).
type APSpent struct {
	RuleID string
	By     string // the fighter the AP were spent for
	AP     int
	For    string
}

// Rule names the rule that costs the AP.
func (e APSpent) Rule() string { return e.RuleID }

// TemplatePlaced reports a damaged-structure template laid at a fighter's
// position (KG-EXPL-01).
type TemplatePlaced struct {
	RuleID   string
	At       string  // the fighter whose position marks the centre
	Diameter float64 // inches
}

// Rule names the rule that places the template.
func (e TemplatePlaced) Rule() string { return e.RuleID }

// FloorDamaged reports a damaged-structure template laid at a point
// (KG-EXPL-01): an explosion in a (W) area.
type FloorDamaged struct {
	RuleID   string
	X, Y     float64 // the centre, deck inches
	Diameter float64 // inches
}

// Rule names the rule that places the template.
func (e FloorDamaged) Rule() string { return e.RuleID }

// Note is a plain fact the log shows, such as a shot out of range.
type Note struct {
	RuleID string
	Text   string
}

// Rule names the rule the note is about.
func (e Note) Rule() string { return e.RuleID }

// SideEffect reports something a whole side will feel later, for the AP
// tally (KG-AP-06): a Squad Leader failing Willpower, friendly damage.
type SideEffect struct {
	RuleID  string
	Unit    string
	What    string
	Setback Setback `log:"-"` // which item of the tally it counts for
}

// Setback is an item of the AP tally a SideEffect counts for (KG-AP-06).
type Setback int

// The setbacks.
const (
	FriendlyDamage        Setback = iota // a unit was damaged by its own side (KG-AP-06(4))
	LeaderFailedWillpower                // a Squad Leader failed Willpower (KG-AP-06(3), KG-PSY-09)
)

// Rule names the rule behind the effect.
func (e SideEffect) Rule() string { return e.RuleID }

// log collects events during a resolution.
type log struct{ events []Event }

func (l *log) Add(e Event) { l.events = append(l.events, e) }
