package ui_test

import (
	"testing"

	"github.com/krygothic/krygothic/game/ui/uitest"
)

func TestMain(m *testing.M) { uitest.Main(m) }

var golden = uitest.Golden
