package combat

// PinOnHitTN is the TN of the pinning test of a unit hit by ranged fire
// with shooters units firing at it in the chain: 5, +1 for every other
// unit (KG-PSY-01). Part of the toolkit: a rule module that makes the
// same test (a saturation lane's, one shooter) shows its odds with it.
func PinOnHitTN(shooters int) int { return pinHitTN + max(shooters-1, 0) }
