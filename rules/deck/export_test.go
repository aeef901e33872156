package deck

// SamplePoints exposes samplePoints to the tests.
var SamplePoints = samplePoints
