// Package orders is Kry-Gothic's order rules: what a side may declare and
// what it costs (KG-CMB combos, KG-AP-03, KG-MOVE-07, the face-off KG-FACE,
// Waiting KG-WAIT, cancels KG-CMB-06, Speed checks KG-CMB-08), and what
// each step of an order does when its time comes (movement, shots, close
// combat, unpinning, standing up, freeing, breaking off), built on the
// rules packages below it (move, combat, deck).
//
// Everything here is a function of a read-only Table, the match's state as
// the rules read it. Nothing here changes it: what declaring or carrying
// out an order does is handed to the match as an Outcome (Env.Apply), and
// the match's apply step carries it out; a declaration that breaks a rule
// is a refusal naming its rule ID, and changes nothing.
//
// Rules is the one seam a rule module plugs into: order types (Kind),
// costs (CostRule), refusals (CheckRule) and triggers (Trigger).
package orders
